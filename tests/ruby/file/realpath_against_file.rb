# File.realpath(path, dir) takes "." and ".." against dir as text, as
# __FILE__-relative paths need: "x.rb/../y" is y beside x.rb.
here = File.basename(__FILE__)
p File.realpath("../#{here}", __FILE__) == File.realpath(__FILE__)
p File.realpath("./#{here}", __dir__) == File.realpath(__FILE__)
begin
  File.realpath("missing.rb", __dir__)
rescue Errno::ENOENT => e
  p e.class
end
