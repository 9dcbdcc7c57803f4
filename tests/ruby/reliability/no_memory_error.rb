# Allocations the system refuses are NoMemoryError, rescuable every time, and
# the VM goes on working after it. (1 TiB and more: refused by any 64-bit
# system this test runs on.) Expected output written by hand as 64-bit
# CRuby 4.0 prints it (CRuby 4.0 on WASI is 32-bit: sizes past its address
# space are other errors there); CRuby 3.1 prints the same.
def try(label)
  yield
  p [label, :allocated]
rescue NoMemoryError => e
  p [label, e.class, e.message]
end
3.times do |round|
  try(round) { "x" * 2**40 }
end
try(:array_times) { [1] * 2**40 }
try(:array_new) { Array.new(2**40) }
try(:center) { "x".center(2**40) }
try(:ljust) { "x".ljust(2**62) }
p ["still", "working"].join(" ")
