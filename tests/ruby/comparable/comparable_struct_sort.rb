# Sorting records by several keys with sort_by arrays, <=> chains via nonzero?, and stable ordering with indices
Emp = Struct.new(:name, :dept, :salary, :age)
staff = [Emp.new("ann", "eng", 120, 30), Emp.new("bob", "ops", 95, 45), Emp.new("cid", "eng", 120, 25),
         Emp.new("dee", "ops", 105, 45), Emp.new("eve", "eng", 99, 30)]
p staff.sort_by { |e| [e.dept, -e.salary, e.name] }.map(&:name)
p staff.sort { |a, b| (b.age <=> a.age).nonzero? || a.name <=> b.name }.map(&:name)
p staff.each_with_index.sort_by { |e, i| [e.salary, i] }.map { |e, _| e.name }
p staff.group_by(&:dept).transform_values { |es| es.max_by(&:salary).name }, staff.sum(&:salary)
p staff.minmax_by(&:age).map(&:name), staff.partition { |e| e.age > 30 }.map { |g| g.map(&:name) }
