# Special globals: $0, $PROGRAM_NAME, __FILE__, __LINE__, __method__, __dir__ basename, $; $, defaults, $stdout identity
def where = [__method__, __LINE__]
p where, __LINE__, File.basename(__FILE__), $0 == __FILE__, File.basename(__dir__).empty?
p $stdout == STDOUT, $stderr == STDERR, $stdin == STDIN, $, , $;, $/ , $\
p defined?(foo), defined?(puts), defined?(String), defined?(@x), defined?(x = 1), defined?(3 + 3)
$counter = 10
def bump = $counter += 1
bump
p $counter, global_variables.include?(:$counter), defined?($counter), defined?($nope)
