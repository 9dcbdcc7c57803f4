# Uncaught TypeError from an index assignment with a String index: the snippet runs from the index to the value
slots = [nil, nil]
slots[0] = :a
slots["1"] = :b
p slots
