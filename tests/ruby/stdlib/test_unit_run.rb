# test-unit (a bundled gem) runs a test case: setup/teardown, assertions
# that pass, a failure with its message, an error, pend, omit and a data-
# driven test, run by the runners' mediator (the console runner's report
# has timings, so this prints the result's counts and messages instead).
require "test/unit"
require "test/unit/ui/testrunnermediator"
Test::Unit::AutoRunner.need_auto_run = false

class CalculatorTest < Test::Unit::TestCase
  def setup
    @values = [3, 1, 2]
  end

  def teardown
    @values = nil
  end

  def test_sorting
    assert_equal([1, 2, 3], @values.sort)
    assert_include(@values, 2)
    assert_raise(ZeroDivisionError) { 1 / 0 }
  end

  def test_failure
    assert_equal(4, @values.sum, "the sum")
  end

  def test_error
    @values.fetch(10)
  end

  def test_pending
    pend("not written")
  end

  def test_omitted
    omit("skipped here")
  end

  data("two" => [2, 4], "three" => [3, 9])
  def test_square(data)
    input, expected = data
    assert_equal(expected, input * input)
  end
end

mediator = Test::Unit::UI::TestRunnerMediator.new(CalculatorTest.suite)
events = []
mediator.add_listener(Test::Unit::TestCase::FINISHED) { |name| events << name }
result = mediator.run
puts events.sort
p result.run_count, result.assertion_count
p result.failure_count, result.error_count, result.pending_count, result.omission_count
puts result.failures.map { |f| f.message.lines.first.chomp }
puts result.errors.map { |e| e.exception.class }
p result.passed?
