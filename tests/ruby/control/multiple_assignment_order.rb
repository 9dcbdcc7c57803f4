# The order in which a multiple assignment evaluates its parts: the
# receivers and arguments of its attribute and index targets first, left
# to right (nested ones too), then the values, then the writers, as Ruby
# 3.1 and later define it.
$log = []
def note(tag, value) = ($log << tag; value)

class Box
  def initialize(name) = @name = name
  def []=(key, value)
    $log << :"#{@name}[#{key}]="
  end
  def item=(value)
    $log << :"#{@name}.item="
  end
end

def box(name) = note(name, Box.new(name))

box(:a).item, box(:b)[note(:key, 1)] = note(:one, 1), note(:two, 2)
p $log

$log = []
box(:c).item, (box(:d)[note(:k2, 2)], x) = note(:v1, 1), [note(:v2, 2), 3]
p $log, x

$log = []
box(:e).item, y = note(:pair, [1, 2])
p $log, y

$log = []
r = (box(:f).item, z = note(:p, 5), note(:q, 6))
p $log, r, z

$log = []
box(:g)[note(:k3, 3)], *rest = note(:list, [1, 2, 3])
p $log, rest

# A local that an earlier target's receiver changes: the value read is the
# variable's at the time the values are read.
def changed_by_receiver
  v = 1
  h = {}
  h[(v = 5; :k)], w = v, 2
  [h, v, w]
end
p changed_by_receiver
