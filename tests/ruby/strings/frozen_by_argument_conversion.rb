# chomp!, delete_prefix! and delete_suffix! check frozen again after
# converting their argument, whose to_str may freeze the receiver.
%i[chomp! delete_prefix! delete_suffix!].each do |m|
  s = +(m == :delete_prefix! ? "xa" : "ax")
  o = Struct.new(:s).new(s)
  def o.to_str
    s.freeze
    "x"
  end
  begin
    s.send(m, o)
  rescue FrozenError => e
    p [m, e.class, e.message]
  end
  p s
end
p (+"ax").chomp!("x"), (+"xa").delete_prefix!("x"), (+"ax").delete_suffix!("x")
