# Proc#dup copies the body but not singleton methods; #clone copies both.
pr = proc { |x| x.to_s * 2 }
def pr.extra = :singleton
d = pr.dup
c = pr.clone
p d.respond_to?(:extra), c.respond_to?(:extra), d.call(4), d.lambda?, lambda { }.dup.lambda?
