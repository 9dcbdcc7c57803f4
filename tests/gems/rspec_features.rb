# RSpec beyond the basics, as a suite uses it: shared examples
# (it_behaves_like, a Module subclass), a custom matcher, around hooks,
# let!, output and yield matchers, aggregate_failures, instance_double and
# spies, pending, skip and xit, with the documentation formatter and the
# failure report (expected output from Debian's ruby 3.1 with the same
# packages, timing masked and backtrace lines left out: Ruby 3.1 quotes
# them differently from 4.0).
require "rspec/core"
require "rspec/expectations"
require "rspec/mocks"
require "stringio"

RSpec::Matchers.define :be_even_number do
  match { |n| n.even? }
  failure_message { |n| "expected #{n} to be even" }
end

class Account
  attr_reader :balance

  def initialize(balance = 0) = @balance = balance

  def deposit(n)
    raise ArgumentError, "negative" if n.negative?
    @balance += n
    self
  end

  def report = puts("balance: #{balance}")
end

RSpec.shared_examples "a positive number" do |n|
  it("is positive") { expect(n).to be_positive }
end

RSpec.describe Account do
  let!(:account) { described_class.new(10) }
  let(:events) { [] }

  around do |example|
    events << :before
    example.run
    events << :after
  end

  it "deposits" do
    expect(account.deposit(5).balance).to eq(15)
    expect(events).to eq([:before])
  end

  it "reports" do
    expect { account.report }.to output("balance: 10\n").to_stdout
  end

  it "rejects negatives" do
    expect { account.deposit(-1) }.to raise_error(ArgumentError, "negative")
  end

  it "has attributes" do
    expect(account).to have_attributes(balance: 10)
    expect(account).to respond_to(:deposit).with(1).argument
  end

  it "uses a custom matcher" do
    expect(4).to be_even_number
    expect(3).not_to be_even_number
  end

  it "fails a custom matcher" do
    expect(7).to be_even_number
  end

  it "aggregates failures", :aggregate_failures do
    expect(1).to eq(2)
    expect([1, 2]).to match_array([2, 3])
  end

  it "uses doubles" do
    double_account = instance_double(Account, balance: 99)
    expect(double_account.balance).to eq(99)
    notifier = spy("notifier")
    notifier.notify(1)
    expect(notifier).to have_received(:notify).with(1)
  end

  it "is pending" do
    pending("not done")
    expect(1).to eq(2)
  end

  it "is skipped" do
    skip "later"
  end

  xit "is disabled" do
  end

  it_behaves_like "a positive number", 3

  describe "collections" do
    subject { [1, 2, 3] }

    it { is_expected.to include(2) }
    it { is_expected.to all(be_positive) }
    it { is_expected.to start_with(1).and end_with(3) }
    it { expect("hello").to match(/ell/) }
    it { expect(1.0 / 3).to be_within(0.01).of(0.33) }
    it { expect { |b| [1, 2].each(&b) }.to yield_successive_args(1, 2) }
  end
end

out = StringIO.new
status = RSpec::Core::Runner.run(["--format", "documentation", "--order", "defined", "--no-color"], $stderr, out)
report = out.string.gsub(/Finished in [\d.]+ seconds \(files took [\d.]+ seconds? to load\)/, "Finished in N seconds")
puts report.lines.grep_v(/^\s*# \S+:\d+:in /).join
p status
