# retry re-runs the begin block; attempts counter; retry from method-level rescue
attempts = 0
begin
  attempts += 1
  raise "fail #{attempts}" if attempts < 3
  puts "succeeded after #{attempts}"
rescue
  puts "retrying after #{$!.message}"
  retry
end
def flaky(log)
  log << :try
  raise IOError, "io" if log.size < 2
  :done
rescue IOError
  retry
end
log = []
p flaky(log), log
tries = 0
result = begin
  tries += 1
  Integer(tries < 2 ? "bad" : "7")
rescue ArgumentError
  retry
end
p result, tries
