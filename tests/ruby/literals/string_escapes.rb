# Double-quoted string escapes vs single-quoted literals
s = "tab\there\nnewline"
puts s
p s
p "quote \" backslash \\ bell \a esc \e nul \0 del \x7f"
p "\u00e9\u{1F600}"
p "\x41\102\u0043"
p 'single \n stays #{no_interp}'
p 'it\'s \\ ok'
puts 'a\tb'
p "\s".ord
p "a\
b"
p "\cA".ord, "\C-a".ord
p "%" + "d"
p "#" + "{x}"
p "\#{not interpolated}"
p "multi
line"
p "emoji 😀".length
p 'single'.encoding, "double".encoding
