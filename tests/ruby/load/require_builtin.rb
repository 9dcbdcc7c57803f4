# require of already-loaded built-in names returns false, require_relative of a missing file raises LoadError
p require("set").class, require("fiber").class
p [require("set"), require("fiber")]
p Set.new([1, 2, 2]).size, Set[3, 1] == Set[1, 3]
begin
  require "definitely_not_a_real_library_xyz"
rescue LoadError => e
  p e.class, e.message, e.path
end
begin
  require_relative "no_such_file_here"
rescue LoadError => e
  p e.class, e.message.start_with?("cannot load such file --"), e.message.end_with?("no_such_file_here")
end
p $LOADED_FEATURES.is_a?(Array), $LOAD_PATH.is_a?(Array)
