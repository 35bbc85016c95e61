// The runtime's reading of a virtual call's target from the object's vtables (overdub.h,
// detail::vtable_entry), on the layouts the tool describes: the function's class at an offset,
// through a virtual base, and through a virtual base of a base at an offset.
#include <overdub/overdub.h>

#include <gtest/gtest.h>

namespace {

// Not nearly empty (a member beside its vtable pointer): never a class's primary base, so each
// virtual base below lies after the class's own part, at an offset the vtable tells.
struct Base {
  virtual long area() const { return 1; }
  virtual ~Base() = default;
  long size = 0;
};
struct Padding {
  virtual long other() const { return 2; }
  virtual ~Padding() = default;
  long filler = 0;
};
struct Derived : Padding, Base {
  long area() const override { return 3; }
};
struct Shared : virtual Base {};
struct Holder : Padding, Shared {
  long area() const override { return 4; }
};

long offsetOf(const void *Object, const void *Sub) {
  return static_cast<const char *>(Sub) - static_cast<const char *>(Object);
}

// The entry the program itself reads: from the vtable of the subobject it calls through.
const void *entryOf(const Base &Sub, long Index) {
  return overdub::detail::vtable_entry(&Sub, 0, Index);
}

// Itanium C++ ABI: a class's first virtual base's offset lies 3 words before its vtable's address
// point (vcall offsets, then the vbase offset, the offset to top and the type information).
constexpr long kFirstVirtualBase = -3 * static_cast<long>(sizeof(void *));

TEST(VtableEntry, ReadsTheSubobjectAtItsOffset) {
  Derived Object;
  const long Offset = offsetOf(&Object, static_cast<const Base *>(&Object));
  ASSERT_NE(Offset, 0);
  EXPECT_EQ(overdub::detail::vtable_entry(&Object, Offset, 0), entryOf(Object, 0));
  EXPECT_NE(overdub::detail::vtable_entry(&Object, 0, 0), entryOf(Object, 0));
}

TEST(VtableEntry, ReadsTheVirtualBaseThroughTheVbaseOffset) {
  Shared Object;
  ASSERT_NE(offsetOf(&Object, static_cast<const Base *>(&Object)), 0);
  EXPECT_EQ(overdub::detail::vtable_entry(&Object, 0, 0, kFirstVirtualBase), entryOf(Object, 0));
}

// `holder.area()` with `Holder : Padding, Shared` and `Shared : virtual Base`: the way to Base
// passes Shared, at an offset, but Holder's own vtable has Base's offset too (the tool reads it
// there); so does Shared's, for a call on a `Shared &`.
TEST(VtableEntry, ReadsTheVirtualBaseOfABaseFromTheObjectsOwnVtable) {
  Holder Object;
  const Shared &Sub = Object;
  ASSERT_NE(offsetOf(&Object, &Sub), 0);
  const void *Expected = entryOf(Object, 0);  // Holder::area, through its thunk for Base
  EXPECT_EQ(overdub::detail::vtable_entry(&Object, 0, 0, kFirstVirtualBase), Expected);
  EXPECT_EQ(overdub::detail::vtable_entry(&Sub, 0, 0, kFirstVirtualBase), Expected);
  EXPECT_NE(overdub::detail::vtable_entry(&Object, 0, 0), Expected);  // Padding's entry
  EXPECT_EQ(static_cast<const Base &>(Object).area(), 4);
}

}  // namespace
