# Every core class's allocate, and new on a subclass whose initialize does
# nothing, then inspect, to_s, hash and == on what they make: CRuby's
# results (errors or objects), never a crash or a half-built object.
def show(v) = v.inspect.gsub(/#<Class:0x\h+>/, "#<Class>").gsub(/0x\h+/, "0x").slice(0, 80)

def try
  show(yield)
rescue Exception => e
  "#{e.class}: #{e.message.gsub(/#<Class:0x\h+>/, "#<Class>").gsub(/0x\h+/, "0x")[0, 80]}"
end

def probe(label, make)
  obj = nil
  made = false
  res = try { obj = make.call; made = true; obj }
  puts "#{label} -> #{made ? "made" : res}"
  return unless made
  [:inspect, :to_s].each { |m| puts "  #{m}: #{try { obj.public_send(m) }}" }
  puts "  hash: #{try { obj.hash.class }} ==: #{try { obj.__send__(:==, obj) }}"
end

NAMES = %w[
  ArgumentError Array BasicObject Binding ClosedQueueError Thread::ConditionVariable EOFError
  Encoding Encoding::CompatibilityError Encoding::ConverterNotFoundError
  Encoding::InvalidByteSequenceError Encoding::UndefinedConversionError EncodingError
  Enumerator::Yielder Exception FalseClass FiberError File Float FloatDomainError FrozenError Hash
  IO IO::EAGAINWaitReadable IO::EAGAINWaitWritable IO::TimeoutError IOError IndexError Integer
  Interrupt KeyError LoadError LocalJumpError MatchData Math::DomainError Method Thread::Mutex
  NameError NilClass NoMatchingPatternError NoMatchingPatternKeyError NoMemoryError NoMethodError
  NotImplementedError Numeric Object ObjectSpace::WeakKeyMap ObjectSpace::WeakMap Proc
  Thread::Queue Ractor Ractor::ClosedError Ractor::Error Ractor::IsolationError Ractor::MovedError
  Ractor::MovedObject Ractor::RemoteError Ractor::UnsafeError Random Range RangeError RegexpError
  RubyVM RuntimeError ScriptError SecurityError SignalException Thread::SizedQueue StandardError
  StopIteration String Struct Symbol SyntaxError SystemCallError SystemExit SystemStackError
  ThreadError ThreadGroup TrueClass TypeError UnboundMethod ZeroDivisionError
]

NAMES.each do |n|
  k = Object.const_get(n)
  puts "#{n}: #{k.respond_to?(:allocate)} #{k.respond_to?(:new)}"
  probe("  allocate", -> { k.allocate })
  sub = nil
  r = try { sub = Class.new(k) { def initialize(*) = nil } }
  next puts("  subclass -> #{r}") unless sub
  probe("  subclass new", -> { sub.new })
end
