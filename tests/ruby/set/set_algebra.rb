# Set algebra for a small problem: students per course, intersections, unions, differences and subset checks
courses = {
  math: Set["ann", "bob", "cid", "dee"],
  art: Set["bob", "eve"],
  cs: Set["ann", "cid", "eve", "fay"]
}
all = courses.values.reduce(:|)
p all.size, all.sort, courses.values.reduce(:&), (courses[:math] & courses[:cs]).sort
p (courses[:math] - courses[:cs]).to_a, (courses[:art] ^ courses[:cs]).sort, courses[:art].subset?(all)
p courses.select { |_, s| s.include?("eve") }.keys, courses.transform_values(&:size), courses.min_by { |_, s| s.size }.first
only_one = all.select { |st| courses.count { |_, s| s.include?(st) } == 1 }
p only_one.sort, Set[1, 2] <=> Set[1, 2, 3], Set[1, 2].proper_subset?(Set[1, 2, 3]), Set[3] <= Set[3]
