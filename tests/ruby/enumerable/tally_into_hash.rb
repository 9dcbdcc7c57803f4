# tally(hash) counts into a Hash, or into what to_hash gives; anything else,
# a BasicObject included, is a TypeError naming its class.
[1].tally(BasicObject.new) rescue p $!
[1].each_entry.tally(Object.new) rescue p $!
class HashLike
  def to_hash = { 1 => 5 }
end
p [1, 2].tally(HashLike.new)
p [1, 1].tally({ 1 => 2 })
