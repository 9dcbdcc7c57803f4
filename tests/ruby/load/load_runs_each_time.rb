# Kernel#load runs a file every time it is called (require only once) and
# answers true; a missing file raises LoadError naming it.
path = "garnet_load_test_helper.rb"
File.write(path, "$loads = ($loads || 0) + 1\nLOADED_VALUE = 42 unless defined?(LOADED_VALUE)\n")
p load(path)
p load(path)
p $loads, LOADED_VALUE
begin
  load("no_such_file_for_load.rb")
rescue LoadError => e
  p e.class, e.message
end
File.delete(path)
