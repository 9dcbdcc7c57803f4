# An uncaught NoMethodError with no close method name: no suggestion line is printed
list = [1, 2, 3]
p list.sum
list.zzzqqq
