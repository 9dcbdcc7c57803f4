# eval, instance_eval and class_eval with file and line arguments: __FILE__, __LINE__ and backtraces
p eval("__FILE__")
p eval("[__FILE__, __LINE__]", nil, "virtual.rb", 40)
p eval("\n\n__LINE__", binding, "v.rb", 10)
begin
  eval("1\nraise 'boom'", binding, "script.rb", 20)
rescue => e
  puts e.backtrace.first(2)
end
def in_method
  eval("raise 'inside'")
end
begin
  in_method
rescue => e
  puts e.backtrace.first(3)
end
begin
  [1].each { eval("raise 'in block'", nil, "blk.rb") }
rescue => e
  puts e.backtrace.first(2)
end

class Widget; end
p Widget.class_eval("[__FILE__, __LINE__]", "widget.rb", 7)
Widget.class_eval(<<~RUBY, "widget_defs.rb", 100)
  def size = 3

  def broken = raise("broken widget")
RUBY
p Widget.new.size
begin
  Widget.new.broken
rescue => e
  puts e.backtrace.first(1)
end
w = Widget.new
p w.instance_eval("__FILE__")
p w.instance_eval("[__FILE__, __LINE__]", "obj.rb", 3)
begin
  w.instance_eval("raise 'obj'", "obj.rb", 8)
rescue => e
  puts e.backtrace.first(2)
end
p binding.source_location
