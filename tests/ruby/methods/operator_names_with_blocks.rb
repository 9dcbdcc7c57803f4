# A method named by an operator, called with `.` or `::`, or by an index,
# takes a block like any other method.
class Recorder
  def [](*args, &blk) = [:index, args, blk ? blk.call : :no_block]
  def []=(*args, &blk)
    [:index_set, args, blk ? blk.call : :no_block]
  end
  def +(other, &blk) = [:plus, other, blk ? blk.call : :no_block]
  def !(&blk) = [:not, blk ? blk.call : :no_block]
  def self.<=>(other, &blk) = [:compare, other, blk ? blk.call : :no_block]
end

r = Recorder.new
p r.[](1) { :brace }
p r.[](nil) {}
p r.[]=(1, 2) { :set }
p r.[] { :no_args }
p r.+(3) do :do_block end
p r.!{ :bang }
p Recorder::<=>(4) { :colons }
p r[5] { :subscript }
p r&.[](6) { :safe }
p r.[](7)
