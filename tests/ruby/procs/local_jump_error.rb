# LocalJumpError cases: yield without block, break from an orphan proc, return from an orphan proc at top
def no_block = yield
begin
  no_block
rescue LocalJumpError => e
  p e.message
end
def make_proc = proc { return 1 }
orphan = make_proc
begin
  orphan.call
rescue LocalJumpError => e
  p e.class, e.message, e.reason, e.exit_value
end
def make_break = proc { break 2 }
begin
  make_break.call
rescue LocalJumpError => e
  p e.message, e.reason
end
l = lambda { break :lambda_break_ok }
p l.call
l2 = -> { [1, 2].each { return :inner_return_ok } }
p l2.call
