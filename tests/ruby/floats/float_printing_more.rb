# Float#to_s shortest round-trip text across magnitudes, inspect of special values, and string parsing back
vals = [0.1, 0.5, 1.0 / 3, 2.0 / 3, 100.0, 1e15, 1e16, 1.5e-4, 1.5e-5, 123456789.123456789, 9007199254740993.0,
        -0.0, 1e-323, 2.5e-308, 1.7976931348623157e308, 3.0e10, 12.0e-10, 0.000123]
vals.each { |v| puts "#{v} #{v.inspect == v.to_s} #{Float(v.to_s) == v}" }
p Float::INFINITY.to_s, (-Float::INFINITY).to_s, Float::NAN.to_s, 1e2.inspect, 1.23e+45
p 0.1 * 3, 1.1 + 2.2, 3.3 - 1.1, 100.0 / 3, 2.0**0.5, 10.0**-3, 1 / 3r rescue p $!.class
