# Hash patterns: **rest capture, **nil exact match, string keys not matchable, nested optional values with nil
def parse(opts)
  case opts
  in { format: :json | :yaml => fmt, **nil } then "only #{fmt}"
  in { format: :json, pretty: true | false => pretty, **rest } then "json pretty=#{pretty} rest=#{rest}"
  in { format:, **rest } if rest.empty? then "format #{format}"
  in { format:, **rest } then "format #{format} with #{rest.keys}"
  in {} then "empty"
  else "no format"
  end
end
p parse({ format: :json }), parse({ format: :json, pretty: true, indent: 2 }), parse({ format: :csv })
p parse({ format: :csv, sep: ";" }), parse({ other: 1 }), parse({})
case { "string" => 1, sym: 2 }
in { sym: } then p [:sym, sym]
end
case { a: nil }
in { a: nil } then p :nil_value_matches
end
p(({ a: 1 } in { a: Integer, b: nil }), ({ a: 1, b: nil } in { b: nil }))
