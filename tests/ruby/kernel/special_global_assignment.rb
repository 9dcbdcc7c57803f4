# Assigning special globals: read-only ones raise NameError, $/ $, $; take
# Strings, $. converts with to_int, $0 with to_str, $VERBOSE keeps a boolean;
# $: and $-I are $LOAD_PATH.
%w[$: $" $< $FILENAME $? $-a $-l $-p $$ $LOAD_PATH $LOADED_FEATURES $-I].each do |g|
  eval("#{g} = 1")
  p [g, :assigned]
rescue NameError, SyntaxError => e
  p [g, e.class, e.message.lines.first.chomp]
end
[["$/", 1], ["$/", true], ["$/", :x], ["$,", 1], ["$.", 1.9], ["$.", "x"], ["$0", 1], ["$;", 1]].each do |g, v|
  eval("#{g} = v")
  p [g, eval(g)]
rescue TypeError => e
  p [g, e.class, e.message]
end
$VERBOSE = 1
p $VERBOSE
$VERBOSE = false
p $: .equal?($LOAD_PATH), $-I.equal?($LOAD_PATH)
