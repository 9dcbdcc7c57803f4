# RSpec from Debian's ruby-rspec, found without -I: describe/context, let,
# before, subject, matchers, allow/expect(...).to receive, and the
# documentation formatter's output, with the timing masked
# (expected output from Debian's ruby 3.1 with the same packages: the
# reference CRuby 4.0 on WASI has no installed gems).
require "rspec/core"
require "rspec/expectations"
require "rspec/mocks"
require "stringio"

class Stack
  def initialize = @items = []
  def push(item) = @items.push(item) && self
  def pop = @items.pop
  def empty? = @items.empty?
  def size = @items.size
end

RSpec.describe Stack do
  let(:stack) { Stack.new }
  subject { stack }

  before { stack.push(1) }

  it "pops what was pushed" do
    expect(stack.pop).to eq(1)
  end

  it { is_expected.not_to be_empty }

  context "after a pop" do
    before { stack.pop }
    it("is empty") { expect(stack).to be_empty }
    it("has size 0") { expect(stack.size).to be_zero }
  end

  it "matches with many matchers" do
    expect([1, 2, 3]).to include(2).and contain_exactly(3, 2, 1)
    expect("garnet").to start_with("gar").and match(/ne/)
    expect { raise ArgumentError, "bad" }.to raise_error(ArgumentError, /bad/)
    expect { stack.push(2) }.to change(stack, :size).by(1)
    expect(2.5).to be_within(0.1).of(2.45)
  end

  it "stubs and expects messages" do
    allow(stack).to receive(:pop).and_return(42)
    expect(stack.pop).to eq(42)
    logger = double("logger")
    expect(logger).to receive(:info).with("pushed").once
    logger.info("pushed")
  end
end

out = StringIO.new
status = RSpec::Core::Runner.run(["--format", "documentation", "--order", "defined", "--no-color"], $stderr, out)
puts out.string.gsub(/Finished in [\d.]+ seconds \(files took [\d.]+ seconds? to load\)/, "Finished in N seconds")
p status
