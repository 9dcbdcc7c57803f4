# Fluent interfaces: methods returning self for chaining, tap for side effects, and a query builder
class Query
  def initialize(table) = (@table, @wheres, @order, @limit = table, [], nil, nil)
  def where(cond) = (@wheres << cond; self)
  def order(col) = (@order = col; self)
  def limit(n) = (@limit = n; self)
  def to_s
    sql = +"SELECT * FROM #{@table}"
    sql << " WHERE " << @wheres.join(" AND ") unless @wheres.empty?
    sql << " ORDER BY #{@order}" if @order
    sql << " LIMIT #{@limit}" if @limit
    sql
  end
end
puts Query.new("users").where("age > 18").where("active").order("name").limit(10)
puts Query.new("logs")
q = Query.new("t").tap { |x| x.where("a = 1") }.limit(1)
puts q, q.frozen?
