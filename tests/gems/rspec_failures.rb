# RSpec reporting failures: the failed expectation's source line (read with
# Ripper), the matcher's message, an unexpected exception, a mock's unmet
# expectation, the summary and the rerun commands, with the timing masked
# and the backtrace lines left out (expected output from Debian's ruby 3.1
# with the same packages: the reference CRuby 4.0 on WASI has no installed
# gems; Ruby 3.1 quotes backtraces differently from 4.0).
require "rspec/core"
require "rspec/expectations"
require "rspec/mocks"
require "stringio"

RSpec.describe "A failing suite" do
  it "compares with eq" do
    total = [1, 2, 3].sum
    expect(total).to eq(7)
  end

  it "checks inclusion" do
    expect(%w[ruby garnet]).to include("opal")
  end

  it "raises inside the example" do
    Integer("not a number")
  end

  it "expects a message that never comes" do
    logger = double("logger")
    expect(logger).to receive(:info).with("started")
  end

  it "passes" do
    expect(1 + 1).to eq(2)
  end
end

out = StringIO.new
status = RSpec::Core::Runner.run(["--format", "progress", "--order", "defined", "--no-color"], $stderr, out)
report = out.string.gsub(/Finished in [\d.]+ seconds \(files took [\d.]+ seconds? to load\)/, "Finished in N seconds")
puts report.lines.reject { |line| line.start_with?("     # ") }.join
p status
