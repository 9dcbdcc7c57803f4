# Block parameter destructuring: |a, (b, c)|, nested, splat in params, hash pairs, extra/missing args
data = [[1, [2, 3]], [4, [5, 6]]]
data.each { |a, (b, c)| p [a, b, c] }
[[1, [2, [3, 4]]]].each { |a, (b, (c, d))| p [a, b, c, d] }
[[1, 2, 3, 4]].each { |first, *rest| p [first, rest] }
[[1, 2, 3, 4]].each { |first, *mid, last| p [first, mid, last] }
{ x: 1, y: 2 }.each { |k, v| p [k, v] }
{ x: 1 }.map { |pair| p pair }
[[1, 2]].each { |a, b, c| p [a, b, c] }
[[1, 2, 3]].each { |a, b| p [a, b] }
[1, 2].each_with_index.map { |x, i| x * i }.then { p _1 }
{ a: [1, 2] }.each { |k, (x, y)| p [k, x, y] }
[[1, { k: 2 }]].each { |n, h| p [n, h] }
[[:a, 1], [:b, 2]].each_with_object({}) { |(k, v), acc| acc[k] = v }.then { p _1 }
