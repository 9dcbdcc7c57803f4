# Marshal's errors as CRuby 4.0 raises them: things that cannot be dumped, the depth limit, bad ports, malformed or truncated data, unknown classes, incompatible versions, missing hooks
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message.gsub(/0x\h+/, "0x...")}"
end

t("proc") { Marshal.dump(proc {}) }
t("lambda") { Marshal.dump(-> {}) }
t("method") { Marshal.dump(1.method(:+)) }
t("io") { Marshal.dump($stdout) }
t("binding") { Marshal.dump(binding) }
t("thread") { Marshal.dump(Thread.current) }
t("mutex") { Marshal.dump(Mutex.new) }
t("queue") { Marshal.dump(Queue.new) }
t("sized queue") { Marshal.dump(SizedQueue.new(1)) }
t("condition variable") { Marshal.dump(ConditionVariable.new) }
t("match data") { Marshal.dump("x".match(/x/)) }
t("fiber") { Marshal.dump(Fiber.new {}) }
t("anonymous class") { Marshal.dump(Class.new) }
t("anonymous instance") { Marshal.dump(Class.new.new) }
t("anonymous module") { Marshal.dump(Module.new) }
t("singleton method") { o = Object.new; def o.x = 1; Marshal.dump(o) }
t("singleton class") { Marshal.dump(Object.new.singleton_class) }
t("default proc") { Marshal.dump(Hash.new { 1 }) }
t("nested proc") { Marshal.dump([1, {a: proc {}}]) }
t("limit 0") { Marshal.dump(1, 0) }
t("limit 1") { Marshal.dump([1], 1) }
t("limit 2") { Marshal.dump([1], 2) }
t("limit string") { Marshal.dump("a", 1) }
t("limit hash 2") { Marshal.dump({1 => [2]}, 2) }
t("limit hash 3") { Marshal.dump({1 => [2]}, 3) }
t("port") { Marshal.dump(1, Object.new) }
t("nil port") { Marshal.dump(1, nil) }
t("no args") { Marshal.dump }
t("load object") { Marshal.load(Object.new) }
t("load nil") { Marshal.load(nil) }
t("load int") { Marshal.load(1) }
t("empty") { Marshal.load("") }
t("one byte") { Marshal.load("\x04") }
t("header only") { Marshal.load("\x04\b") }
t("version 3.0") { Marshal.load("\x03\x00\x30") }
t("version 4.9") { Marshal.load("\x04\x09\x30") }
t("version 4.7") { Marshal.load("\x04\x07\x30") }
t("unknown type") { Marshal.load("\x04\bX") }
t("unlinked") { Marshal.load("\x04\b@\x06") }
t("bad symbol") { Marshal.load("\x04\b;\x06") }
t("undefined class") { Marshal.load("\x04\bo:\bFoo\x00") }
t("undefined class c") { Marshal.load("\x04\bc\bFoo") }
t("not a class") { Marshal.load("\x04\bc\x0bKernel") }
t("not a module") { Marshal.load("\x04\bm\x0bObject") }
t("short string") { Marshal.load("\x04\b\"\x0aab") }
t("short array") { Marshal.load("\x04\b[\x07i\x06") }
t("short ivars") { Marshal.load("\x04\bI\"\x06a\x07:\x06ET") }
t("user class") { Marshal.load("\x04\bC:\x0bObject[\x00") }
t("not a struct") { Marshal.load("\x04\bS:\x0bObject\x00") }
t("no allocator") { Marshal.load("\x04\bo:\x09Proc\x00") }

class NoMarshalLoad
  def marshal_dump = 1
end
dumped = Marshal.dump(NoMarshalLoad.new)
class NoMarshalLoad
  undef marshal_dump
end
t("no marshal_load") { Marshal.load(dumped) }
class NoLoad
  def _dump(level) = "x"
end
t("no _load") { Marshal.load(Marshal.dump(NoLoad.new)) }
class BadDump
  def _dump(level) = 1
end
t("_dump not a string") { Marshal.dump(BadDump.new) }
module Outer
  class Inner; end
end
t("nested path") { Marshal.load("\x04\bc\x11Outer::Inner") }
t("missing inner") { Marshal.load("\x04\bc\x11Outer::Innex") }
t("missing outer") { Marshal.load("\x04\bc\x11Outex::Inner") }
