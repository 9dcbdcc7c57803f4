# The seeds' split_len/ary_split (from tarai_ractor.rb): split a length into near-equal exclusive ranges
def split_len(len, split)
    ret = []
    mod = len % split
    head = 0
    tail = 0
    split.times do |i|
        if head >= len
            break
        end
        k = 0
        if i < mod then k = 1 end
        tail = tail + (len/split) + k
        ret.append(head...tail)
        head = tail
    end
    return ret
end
def ary_split(ary, split)
    return split_len(ary.length,split)
end
p split_len(10, 3), split_len(3, 5), split_len(8, 4), split_len(0, 2), split_len(7, 1)
p ary_split((1..11).to_a, 4)
p split_len(100, 7).map(&:size), split_len(100, 7).sum(&:size)
r = split_len(6, 2).each.map { |sp| sp.map { _1 * 2 } }
p r
