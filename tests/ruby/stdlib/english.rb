# English: the standard library's long names for the special globals ($ERROR_INFO,
# $MATCH, $CHILD_STATUS...), read and assigned, aliases of aliases ($DEFAULT_OUTPUT
# is $>, which is $stdout), and global_variables listing them.
# Expected output from CRuby 4.0 (tools/ruby-ref).
require "English"
begin
  raise "boom"
rescue
  p $ERROR_INFO, $ERROR_POSITION.class
end
"hello world" =~ /o (w)/
p $MATCH, $PREMATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO
p $PROGRAM_NAME == $0, $PID == Process.pid, $PROCESS_ID == $$
p $INPUT_RECORD_SEPARATOR, $RS, $NR, $INPUT_LINE_NUMBER
p $FIELD_SEPARATOR, $OUTPUT_FIELD_SEPARATOR, $ORS, $DEFAULT_OUTPUT.equal?($stdout), $DEFAULT_INPUT.equal?($stdin)
$OUTPUT_RECORD_SEPARATOR = nil
p $CHILD_STATUS
p $LAST_READ_LINE, $ARGV
def m = ("abc" =~ /b/; $MATCH)
p m, $MATCH
p global_variables.include?(:$ERROR_INFO)
$LAST_READ_LINE = "set through English"
p $_
