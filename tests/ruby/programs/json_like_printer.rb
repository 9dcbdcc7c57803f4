# A recursive pretty printer for nested Ruby data (like JSON), with indentation and type-specific formatting
def show(v, indent = 0)
  pad = "  " * indent
  case v
  when Hash
    return "{}" if v.empty?
    "{\n" + v.map { |k, x| "#{pad}  #{k.to_s.inspect}: #{show(x, indent + 1)}" }.join(",\n") + "\n#{pad}}"
  when Array
    return "[]" if v.empty?
    "[\n" + v.map { |x| "#{pad}  #{show(x, indent + 1)}" }.join(",\n") + "\n#{pad}]"
  when String then v.inspect
  when nil then "null"
  else v.to_s
  end
end
puts show({ name: "garnet", tags: %w[vm ruby], meta: { stars: 42, ok: true, none: nil, list: [] }, nested: [{ a: 1 }, [2, [3]]] })
