# $? (Process.last_status) belongs to the thread that waited for the child:
# a new thread starts without one, and its own waits leave the others' alone.
# $? is always defined, and listed by global_variables.
# Expected output written by hand, checked against Debian's ruby 3.1 (CRuby
# 4.0 on WASI has no processes); nothing here differs in Ruby 4.0.
p $?, defined?($?), global_variables.include?(:$?)
system("exit 3")
p $?.exitstatus, Process.last_status.equal?($?)
p Thread.new { [$?, Process.last_status] }.value
p Thread.new { system("exit 4"); $?.exitstatus }.value
p $?.exitstatus
p global_variables.include?(:$!), global_variables.include?(:$~)
