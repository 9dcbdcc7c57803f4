# Uncaught TypeError on a tab-indented line: the caret line keeps the tabs so the carets line up
def scale(values, factor)
	values.map do |v|
		v * factor
	end
end
p scale([1, 2], 3)
p scale([1, 2], "3")
