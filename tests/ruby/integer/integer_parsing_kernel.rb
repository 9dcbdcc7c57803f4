# Kernel#Integer/Float with strings in many bases and error modes, and String#to_i leniency side by side
inputs = ["42", " 42 ", "4_2", "0x2A", "0b101010", "0o52", "052", "42abc", "", "-0", "+7", "1e3", "12.0"]
inputs.each do |s|
  strict = begin
    Integer(s)
  rescue ArgumentError
    :error
  end
  p [s, s.to_i, strict, Integer(s, exception: false)]
end
p Integer("z", 36), Integer("777", 8), Integer("11", 2), Float("1e3"), Float("-.5") rescue p $!.class
p Float("1_000.25"), "1_000.25".to_f, Float("0x1A") rescue p $!
