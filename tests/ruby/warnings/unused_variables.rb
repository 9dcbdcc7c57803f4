# Under -w, a local variable that a scope assigns as a statement and never
# reads is warned about when the scope ends: parameters, _-names, and
# assignments whose value an expression takes (an argument, an operand, a
# condition) are not; nor are those of eval's own top level.
$stderr = $stdout
$VERBOSE = true
# The warnings name the loaded file by its full path: the folder is left out.
def Warning.warn(message, category: nil) = $stdout.print(message.sub("#{Dir.pwd}/", ""))
load "./fixtures/unused_variables_snippet.rb"
eval "y = 1; def m10; z = 1; nil; end", binding, "evaluated.rb"
