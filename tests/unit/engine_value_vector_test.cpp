// engine_value_vector_test.cpp — InlineValueVector (an Array's elements,
// two inline; an Object's variables, three inline): inline while they fit,
// on the heap past that, with std::vector's behaviour.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "vm/value_vector.h"

namespace garnet::vm {
namespace {

Value n(int64_t i) { return Value::fixnum(i); }

std::vector<int64_t> ints(const ValueVector& v) {
  std::vector<int64_t> out;
  for (Value x : v) out.push_back(x.as_fixnum());
  return out;
}

template <class V>
bool is_inline(const V& v) {
  const char* self = reinterpret_cast<const char*>(&v);
  const char* d = reinterpret_cast<const char*>(v.data());
  return d >= self && d < self + sizeof(V);
}

TEST(ValueVector, TwoElementsStayInsideThenGrowToTheHeap) {
  ValueVector v;
  EXPECT_TRUE(v.empty());
  v.push_back(n(1));
  v.push_back(n(2));
  EXPECT_TRUE(is_inline(v));
  v.push_back(n(3));
  EXPECT_FALSE(is_inline(v));
  for (int i = 4; i <= 100; i++) v.push_back(n(i));
  ASSERT_EQ(v.size(), 100u);
  for (int i = 0; i < 100; i++) EXPECT_EQ(v[size_t(i)].as_fixnum(), i + 1);
}

TEST(ValueVector, ObjectVariablesKeepThreeInside) {
  IvarVector v(size_t(3), Value::undef());
  EXPECT_TRUE(is_inline(v));
  EXPECT_EQ(v.outside_bytes(), 0u);
  v.push_back(n(4));
  EXPECT_FALSE(is_inline(v));
  EXPECT_EQ(v.outside_bytes(), v.capacity() * sizeof(Value));
  EXPECT_TRUE(v[0].is_undef());
  EXPECT_EQ(v[3].as_fixnum(), 4);
}

TEST(ValueVector, PushingItsOwnElementWhileGrowing) {
  ValueVector v(size_t(2), n(7));
  v.push_back(v[0]); // the element's buffer is replaced by this push
  v.push_back(v.back());
  EXPECT_EQ(ints(v), (std::vector<int64_t>{7, 7, 7, 7}));
}

TEST(ValueVector, MovingAnInlineVectorCopiesItsElements) {
  ValueVector a;
  a.push_back(n(1));
  a.push_back(n(2));
  ValueVector b(std::move(a));
  EXPECT_EQ(ints(b), (std::vector<int64_t>{1, 2}));
  EXPECT_TRUE(is_inline(b));
  EXPECT_TRUE(a.empty());
  a.push_back(n(9)); // the moved-from vector is usable
  EXPECT_EQ(ints(a), (std::vector<int64_t>{9}));
}

TEST(ValueVector, MovingAHeapVectorTakesItsBuffer) {
  ValueVector a(size_t(5), n(3));
  const Value* buffer = a.data();
  ValueVector b;
  b.push_back(n(1));
  b = std::move(a);
  EXPECT_EQ(b.data(), buffer);
  EXPECT_EQ(ints(b), (std::vector<int64_t>{3, 3, 3, 3, 3}));
  EXPECT_TRUE(a.empty());
  EXPECT_TRUE(is_inline(a));
  std::swap(a, b);
  EXPECT_EQ(a.size(), 5u);
  EXPECT_TRUE(b.empty());
}

TEST(ValueVector, InsertAndEraseAnywhere) {
  ValueVector v;
  v.insert(v.begin(), n(2));
  v.insert(v.begin(), n(1));
  v.insert(v.end(), size_t(2), n(5));
  std::vector<Value> middle = {n(3), n(4)};
  v.insert(v.begin() + 2, middle.begin(), middle.end());
  EXPECT_EQ(ints(v), (std::vector<int64_t>{1, 2, 3, 4, 5, 5}));
  v.erase(v.begin() + 1);
  v.erase(v.begin() + 2, v.end() - 1);
  EXPECT_EQ(ints(v), (std::vector<int64_t>{1, 3, 5}));
}

TEST(ValueVector, ResizeFillsAndAssignReplaces) {
  ValueVector v;
  v.resize(3);
  EXPECT_TRUE(v[2].is_nil());
  v.resize(1);
  v.resize(4, n(8));
  EXPECT_TRUE(v[0].is_nil());
  EXPECT_EQ(v[3].as_fixnum(), 8);
  std::vector<Value> other = {n(1), n(2)};
  v.assign(other.begin(), other.end());
  EXPECT_EQ(ints(v), (std::vector<int64_t>{1, 2}));
  v.clear();
  EXPECT_TRUE(v.empty());
  EXPECT_GE(v.capacity(), 4u); // clearing keeps the buffer, as std::vector
}

TEST(ValueVector, CopiesAreIndependent) {
  ValueVector a(size_t(4), n(1));
  ValueVector b = a;
  b[0] = n(2);
  EXPECT_EQ(a[0].as_fixnum(), 1);
  std::vector<Value> snapshot = a.to_vector();
  a[1] = n(5);
  EXPECT_EQ(snapshot[1].as_fixnum(), 1);
  ValueVector c;
  c = b;
  EXPECT_EQ(ints(c), (std::vector<int64_t>{2, 1, 1, 1}));
}

} // namespace
} // namespace garnet::vm
