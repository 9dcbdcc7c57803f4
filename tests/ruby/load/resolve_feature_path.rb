# $LOAD_PATH.resolve_feature_path(feature) answers what require would load,
# without loading it: [:rb, absolute path] for a Ruby file on $LOAD_PATH
# (with or without ".rb"), nil for a feature found nowhere; the method is
# $LOAD_PATH's own. A library built into the interpreter is [:so, ...] on
# both Rubies (CRuby names its shared object's path; only the kind is
# compared). The folder is written into the temporary directory. Expected
# output: Debian's CRuby 3.1 (the reference CRuby 4.0 on WASI crashes on it).
dir = File.join(ENV.fetch("TMPDIR"), "resolve_feature_path_#{$$}")
Dir.mkdir(dir)
File.write(File.join(dir, "resolved_lib.rb"), "puts 'loaded'\n")
$LOAD_PATH.unshift(dir)

kind, path = $LOAD_PATH.resolve_feature_path("resolved_lib")
p kind
p path == File.join(dir, "resolved_lib.rb")
p $LOAD_PATH.resolve_feature_path("resolved_lib.rb") == [:rb, File.join(dir, "resolved_lib.rb")]
p $LOADED_FEATURES.any? { |f| f.end_with?("resolved_lib.rb") }
p $LOAD_PATH.resolve_feature_path("no_such_feature_anywhere")
p $LOAD_PATH.resolve_feature_path("stringio").first
p $LOAD_PATH.singleton_methods.include?(:resolve_feature_path)
p [].respond_to?(:resolve_feature_path)
begin
  $LOAD_PATH.resolve_feature_path(42)
rescue TypeError => e
  puts e.message
end
require "resolved_lib"
File.delete(File.join(dir, "resolved_lib.rb"))
Dir.rmdir(dir)
