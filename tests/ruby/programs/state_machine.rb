# A small state machine with a transition table, events as symbols, guards and history
class Door
  TRANSITIONS = { closed: { open: :opened, lock: :locked }, opened: { close: :closed }, locked: { unlock: :closed } }.freeze
  attr_reader :state, :history
  def initialize = (@state, @history = :closed, [])
  def fire(event)
    nxt = TRANSITIONS.dig(@state, event) or raise ArgumentError, "cannot #{event} when #{@state}"
    @history << [@state, event, nxt]
    @state = nxt
  end
  def can?(event) = TRANSITIONS.fetch(@state).key?(event)
end
d = Door.new
%i[open close lock unlock open].each { |e| d.fire(e) }
p d.state, d.history.map(&:last), d.can?(:close), d.can?(:lock)
begin
  d.fire(:lock)
rescue ArgumentError => e
  p e.message
end
p Door::TRANSITIONS.keys, Door::TRANSITIONS.values.flat_map(&:keys).uniq.sort
