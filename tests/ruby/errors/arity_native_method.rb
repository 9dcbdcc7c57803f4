# Uncaught wrong-arity ArgumentError from a core method: only the caller is shown
title = "menu"
puts title.center(10, "*")
puts title.center
