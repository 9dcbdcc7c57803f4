# Minitest 6 (a bundled gem) runs a test class: passes, a failure and an error are reported; timings are masked
require "minitest"
require "stringio"
class TestSample < Minitest::Test
  def test_add = assert_equal(4, 2 + 2)
  def test_fail = assert_equal(5, 2 + 2)
  def test_raise = assert_raises(ZeroDivisionError) { 1 / 0 }
  def test_error = raise(ArgumentError, "bad input")
end
io = StringIO.new
$stdout = io
passed = Minitest.run(["--seed", "42"])
$stdout = STDOUT
puts io.string.gsub(/[\d.]+(s| runs\/s| assertions\/s)/) { "N#{$1}" }
p passed
