# ObjectSpace.each_object over classes: subclasses of a base via its singleton class, counts, and Class/Module kinds
class Plugin; end
class CsvPlugin < Plugin; end
class JsonPlugin < Plugin; end
class StrictJson < JsonPlugin; end
module Helper; end
found = ObjectSpace.each_object(Plugin.singleton_class).map(&:name).sort
p found, found.size
n = ObjectSpace.each_object(Plugin.singleton_class) { |k| }
p n, ObjectSpace.each_object(Class).include?(CsvPlugin), ObjectSpace.each_object(Module).include?(Helper)
p ObjectSpace.each_object(Class).include?(Helper), ObjectSpace.each_object(Class).all?(Class)
p Plugin.subclasses.map(&:name).sort, Plugin.singleton_class.singleton_class?, Plugin.singleton_class?
