# Namespaced classes and modules: names, nesting, reopening, comparisons, Comparable via module
module Shop
  class Item
    def self.label = name
  end
  module Pricing
    RATE = 0.1
    def self.tax(p) = (p * RATE).round(2)
    class Calculator
      def total(p) = p + Pricing.tax(p)
    end
  end
end
p Shop::Item.name, Shop::Item.label, Shop::Pricing::Calculator.name
p Shop::Pricing.tax(50), Shop::Pricing::Calculator.new.total(20)
module Shop
  class Item
    def price = 5
  end
end
p Shop::Item.new.price, Shop.constants.sort, Shop::Pricing.class, Shop::Item.class
p Module === Shop, Class === Shop, Shop.is_a?(Module)
