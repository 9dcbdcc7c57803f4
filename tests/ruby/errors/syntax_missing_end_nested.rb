# Syntax error: a class and the def inside it both miss their end
class A
  def b
    1
