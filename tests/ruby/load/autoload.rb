# autoload and autoload? on Object and on a module: the constant loads its
# file on first reference, autoload? answers the feature until then,
# defined?, const_defined? and constants see it, and a bad name or an empty
# file name are refused. The libraries are written into the temporary folder.
dir = ENV.fetch("TMPDIR")
File.write(File.join(dir, "top_thing.rb"), "puts 'top_thing loads'; TopThing = :top")
File.write(File.join(dir, "inner_thing.rb"), "puts 'inner_thing loads'; module Box; Inner = :inner; end")
File.write(File.join(dir, "wrong_thing.rb"), "puts 'wrong_thing loads'")
$LOAD_PATH.unshift(dir)
autoload :TopThing, "top_thing"
module Box
  autoload :Inner, "inner_thing"
  autoload :Missing, "wrong_thing"
end
p Object.autoload?(:TopThing), autoload?(:TopThing), defined?(TopThing), Object.const_defined?(:TopThing)
p TopThing, Object.autoload?(:TopThing), TopThing
p Box.autoload?(:Inner), Box.constants.sort, Box.const_defined?(:Inner)
p Box::Inner, Box.autoload?(:Inner)
begin
  Box::Missing
rescue NameError => e
  p e.class, e.message
end
p Box.autoload(:Inner, "again"), Box.autoload?(:Inner)
[-> { Box.autoload(:lower, "x") }, -> { Box.autoload(:Upper, "") }].each do |bad|
  bad.call
rescue => e
  p e.class, e.message.lines.first.chomp
end
