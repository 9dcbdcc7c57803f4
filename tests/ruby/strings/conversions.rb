# to_i/to_f/to_s/to_sym/to_r conversions of strings (lenient parsing)
p "42".to_i, "  42abc".to_i, "abc".to_i, "-17".to_i, "0x1A".to_i, "1_000".to_i
p "0x1A".to_i(16), "1A".to_i(16), "101".to_i(2), "z".to_i(36), "777".to_i(8)
p "3.14".to_f, "1e3".to_f, ".5".to_f, "abc".to_f, "2.5xyz".to_f, "-0.0".to_f
p "sym".to_sym, "with space".to_sym
p 255.to_s(16), 255.to_s(2), -255.to_s(16)
p "12".to_c, "3/4".to_r
p "%.3f" % "2.5".to_f
p "9" * 2, "9".to_i * 2
p "1,234".delete(",").to_i
