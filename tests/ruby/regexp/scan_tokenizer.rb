# A tokenizer built on scan with alternation and captures, and an arithmetic evaluator over its tokens
TOKEN = /\s*(?:(\d+\.?\d*)|(.))/
def tokens(src) = src.scan(TOKEN).map { |num, op| num ? [:num, num.include?(".") ? num.to_f : num.to_i] : [:op, op] }
p tokens("12 + 3.5*(4 - 1)")
def evaluate(src)
  toks = tokens(src)
  pos = 0
  peek = -> { toks[pos] }
  advance = -> { t = toks[pos]; pos += 1; t }
  expr = nil
  factor = lambda do
    t = advance.()
    if t == [:op, "("]
      v = expr.()
      advance.()
      v
    elsif t == [:op, "-"] then -factor.()
    else t[1]
    end
  end
  term = lambda do
    v = factor.()
    while (t = peek.()) && %w[* /].include?(t[1])
      advance.()
      v = t[1] == "*" ? v * factor.() : v / factor.()
    end
    v
  end
  expr = lambda do
    v = term.()
    while (t = peek.()) && %w[+ -].include?(t[1])
      advance.()
      v = t[1] == "+" ? v + term.() : v - term.()
    end
    v
  end
  expr.()
end
p evaluate("12 + 3.5*(4 - 1)"), evaluate("2*(3+4)*5"), evaluate("-3 + 10 / 4"), evaluate("7")
