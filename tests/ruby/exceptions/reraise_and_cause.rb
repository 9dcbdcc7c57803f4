# Re-raising with raise / raise e, wrapping sets cause, exception objects carry messages through
def low = raise(KeyError, "low level")
def mid
  low
rescue KeyError => e
  raise RuntimeError, "mid failed"
end
begin
  mid
rescue => e
  p e.class, e.message, e.cause.class, e.cause.message, e.cause.cause
end
begin
  begin
    raise "original"
  rescue => e
    raise
  end
rescue => e2
  p e2.message, e2.equal?(e)
end
err = ArgumentError.new("prebuilt")
begin
  raise err
rescue => e
  p e.equal?(err), e.message
end
begin
  raise TypeError.new("explicit new"), cause: nil
rescue => e
  p e.cause, e.message
end
begin
  raise IOError, "with cause", cause: StandardError.new("root")
rescue => e
  p e.cause.message
end
p $!
