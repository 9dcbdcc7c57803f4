# A trailing **h in an Array literal adds the Hash only when it has entries,
# and asks no method of the Hash to find that out.
class Hash
  def empty?
    raise "empty? called"
  end

  def size
    raise "size called"
  end
end

none = {}
some = {a: 1}
p [1, **none]
p [**none]
p [1, **some]
p [*[1, 2], **none, **some]
p [**none, **none]
