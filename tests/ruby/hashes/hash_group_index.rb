# Building lookup indexes from records: index_by via to_h, multi-index via group_by, inverted index of words
docs = { 1 => "ruby is fun", 2 => "garnet runs ruby", 3 => "fun with blocks" }
inverted = Hash.new { |h, k| h[k] = [] }
docs.each { |id, text| text.split.uniq.each { |w| inverted[w] << id } }
p inverted.sort.to_h, inverted["ruby"], inverted.fetch("java", []), inverted.select { |_, ids| ids.size > 1 }.keys.sort
search = ->(*words) { words.map { |w| inverted.fetch(w, []) }.reduce(:&) }
p search.("ruby"), search.("ruby", "fun"), search.("fun", "blocks"), search.("nope")
people = [{ id: 7, name: "ann" }, { id: 9, name: "bob" }]
by_id = people.to_h { [_1[:id], _1] }
p by_id[9][:name], people.group_by { _1[:name][0] }.keys, people.each_with_index.to_h { |pp, i| [pp[:name], i] }
