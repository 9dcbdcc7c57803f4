# A todo list manager: Struct items, add/complete/remove by id, filtering by tag and printing with status marks
Todo = Struct.new(:id, :title, :tags, :done)
class TodoList
  def initialize = (@items, @next = [], 1)
  def add(title, *tags) = (@items << Todo.new(@next, title, tags, false); @next += 1; self)
  def complete(id) = (find(id).done = true; self)
  def remove(id) = (@items.delete(find(id)); self)
  def tagged(tag) = @items.select { |t| t.tags.include?(tag) }
  def pending = @items.reject(&:done)
  def to_s = @items.map { |t| "#{t.done ? '[x]' : '[ ]'} #{t.id}. #{t.title}#{t.tags.empty? ? '' : " (#{t.tags.join(', ')})"}" }.join("\n")
  private def find(id) = @items.find { |t| t.id == id } || raise(KeyError, "no todo #{id}")
end
list = TodoList.new.add("write tests", :work).add("buy milk", :home).add("review PR", :work, :urgent).add("call mom")
list.complete(1).remove(4)
puts list
p list.pending.map(&:title), list.tagged(:work).map(&:id)
begin
  list.complete(99)
rescue KeyError => e
  p e.message
end
