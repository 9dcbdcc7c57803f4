// engine_value_test.cpp — the tagged Value encoding and the ordered hash table.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "vm/hash_table.h"
#include "vm/value.h"

namespace garnet::vm {
namespace {

TEST(Value, FixnumRoundTripsAtTheEdges) {
  for (int64_t v : {int64_t(0), int64_t(1), int64_t(-1), kFixnumMax, kFixnumMin, int64_t(123456789)}) {
    Value x = Value::fixnum(v);
    EXPECT_TRUE(x.is_fixnum());
    EXPECT_FALSE(x.is_heap());
    EXPECT_EQ(x.as_fixnum(), v);
  }
  EXPECT_FALSE(Value::fits_fixnum(kFixnumMax + 1));
  EXPECT_FALSE(Value::fits_fixnum(kFixnumMin - 1));
}

TEST(Value, CommonDoublesAreImmediate) {
  for (double d : {0.0, 1.0, -1.5, 0.1, 3.141592653589793, 1e10, -2.5e-7}) {
    Value v;
    ASSERT_TRUE(Value::try_flonum(d, v)) << d;
    EXPECT_TRUE(v.is_flonum());
    EXPECT_FALSE(v.is_fixnum());
    EXPECT_EQ(v.as_flonum(), d);
  }
}

TEST(Value, ExtremeDoublesNeedTheHeap) {
  Value v;
  EXPECT_FALSE(Value::try_flonum(1e300, v));
  EXPECT_FALSE(Value::try_flonum(std::numeric_limits<double>::infinity(), v));
  EXPECT_FALSE(Value::try_flonum(std::nan(""), v));
  EXPECT_FALSE(Value::try_flonum(-0.0, v)); // -0.0 keeps its sign on the heap
}

TEST(Value, SpecialConstantsAndTruthiness) {
  EXPECT_TRUE(Value::nil().falsy());
  EXPECT_TRUE(Value::false_value().falsy());
  EXPECT_TRUE(Value::true_value().truthy());
  EXPECT_TRUE(Value::fixnum(0).truthy());
  EXPECT_TRUE(Value::symbol(7).truthy());
  EXPECT_FALSE(Value::nil().is_heap());
  EXPECT_FALSE(Value::symbol(7).is_heap());
  EXPECT_EQ(Value::symbol(42).as_symbol(), 42u);
}

TEST(HashTable, KeepsInsertionOrderAcrossGrowthAndDeletion) {
  HashTable t;
  auto eq = [](Value a, Value b) { return a == b ? 1 : 0; };
  for (int i = 0; i < 100; i++) t.insert_new(uint64_t(i * 7919), Value::fixnum(i), Value::fixnum(i * 2));
  for (int i = 0; i < 100; i += 3) t.erase_at(size_t(t.find(uint64_t(i * 7919), Value::fixnum(i), eq)));
  EXPECT_EQ(t.size(), 66u);
  int64_t previous = -1;
  for (size_t i = 0; i < t.slot_count(); i++) {
    const auto& e = t.slot(i);
    if (e.key.is_undef()) continue;
    EXPECT_GT(e.key.as_fixnum(), previous);
    EXPECT_NE(e.key.as_fixnum() % 3, 0);
    previous = e.key.as_fixnum();
  }
  EXPECT_EQ(t.find(uint64_t(3 * 7919), Value::fixnum(3), eq), HashTable::kNotFound);
  int64_t slot = t.find(uint64_t(4 * 7919), Value::fixnum(4), eq);
  ASSERT_GE(slot, 0);
  EXPECT_EQ(t.slot(size_t(slot)).value.as_fixnum(), 8);
}

TEST(HashTable, EqualityErrorsPropagate) {
  HashTable t;
  t.insert_new(5, Value::fixnum(1), Value::nil());
  auto failing = [](Value, Value) { return -1; };
  EXPECT_EQ(t.find(5, Value::fixnum(2), failing), HashTable::kError);
}

} // namespace
} // namespace garnet::vm
