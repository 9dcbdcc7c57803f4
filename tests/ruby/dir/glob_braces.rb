# Dir.glob's braces where they stand (expanded in order where they come next, matched entry by entry right after **/), separators kept as written, **/ at the end, the base directory itself with base:
root = ENV.fetch("TMPDIR")
Dir.chdir(root) do
  %w[a a/b a/b/c .hid B e].each { |d| Dir.mkdir(d) }
  %w[a/x.rb a/q.rb a/b/c/y.rb a/b/c/z.py z.txt .dot a/.hx .hid/h.rb B/q.rb].each { |f| File.write(f, "") }
  ["a/{x.rb,b}", "{a,B}/*", "*/{x,q}.rb", "*/{q,x}.rb", "a/{b/c,x.rb}*", "a/{b/c/*,x.rb}", "**/{z,y}.*", "**/*.{rb,py}",
   "{**/z.py,a/x.rb}", "*{.txt,}", "{a/b/c,B}/*", "**/{q,x}.rb", "a*/{q,x}.rb", "./{a,B}", "{a,a}/x.rb", "a/{b,b/c}/*",
   "*{.rb,.txt}", "{{a,B},e}", "a{", "\\{a,B}", "{a,B\\}"].each do |pattern|
    puts "#{pattern}: #{Dir.glob(pattern).inspect}"
  end
  ["**/*/", "*/**/", "a/**", "**/a/", "./**/*.rb", "a//x.rb", "a/./x.rb", "**/.*", "**/.hx", "**/**/*.rb", "a/**/",
   "**", "**/", ".*/", "*/.*", "**/c/*", "a/b/**/*", "[.]*", "?hid/*", "*//q.rb", "a//b/", "*//", "**//", "./**/"].each do |pattern|
    puts "#{pattern}: #{Dir.glob(pattern).inspect} #{Dir.glob(pattern, File::FNM_DOTMATCH).inspect}"
  end
  [["**/", "a"], ["**/*", "a"], ["**/", "a/b"], ["*/", "a"], ["**/", "."], ["**/**/", "a"], ["**", "a"], ["", "a"], ["", nil],
   ["**/x.rb", "a"], ["../*", "a/b"], ["{b,x.rb}", "a"]].each do |pattern, base|
    puts "#{pattern.inspect} base #{base.inspect}: #{Dir.glob(pattern, base: base).inspect}"
  end
end
